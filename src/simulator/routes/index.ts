// Every API area of the service, one module each. A new area (e.g. voice) adds its module here.
import type { SimulatorModule } from '../context';
import { adminRoutes } from './admin';
import { analyticsRoutes } from './analytics';
import { documentRoutes } from './documents';
import { customInstructionRoutes } from './customInstructions';
import { glossaryRoutes } from './glossaries';
import { glossaryV2Routes } from './glossariesV2';
import { languageRoutes } from './languages';
import { styleRuleRoutes } from './styleRules';
import { styleProfileRoutes } from './styleProfiles';
import { translateRoutes } from './translate';
import { translationMemoryRoutes } from './translationMemories';
import { spokenTermRoutes } from './spokenTerms';
import { translationMemoryManagementRoutes } from './translationMemoryManagement';
import { usageRoutes } from './usage';
import { writeRoutes } from './write';
import { qualityEvaluationRoutes } from './qualityEvaluation';
import { voiceRoutes } from '../voice/voiceModule';
import { voiceJobRoutes } from '../voiceJobs/voiceJobRoutes';

export const serviceModules: SimulatorModule[] = [
  languageRoutes,
  styleRuleRoutes,
  styleProfileRoutes,
  customInstructionRoutes,
  glossaryRoutes,
  glossaryV2Routes,
  translateRoutes,
  translationMemoryRoutes,
  spokenTermRoutes,
  translationMemoryManagementRoutes,
  documentRoutes,
  writeRoutes,
  qualityEvaluationRoutes,
  adminRoutes,
  analyticsRoutes,
  usageRoutes,
  voiceRoutes,
  voiceJobRoutes,
];
