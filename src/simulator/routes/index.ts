// Every API area of the service, one module each. A new area (e.g. voice) adds its module here.
import type { SimulatorModule } from '../context';
import { adminRoutes } from './admin';
import { glossaryRoutes } from './glossaries';
import { languageRoutes } from './languages';
import { translateRoutes } from './translate';
import { usageRoutes } from './usage';

export const serviceModules: SimulatorModule[] = [languageRoutes, glossaryRoutes, translateRoutes, adminRoutes, usageRoutes];
