// Custom instructions of a style rule list: add (spec: answers the whole list; public dialect: 201 with the
// new instruction alone, as openapi.yaml), and the single-instruction routes the spec does not show but the
// public service serves: GET, PUT (replace label, prompt and source_language) and DELETE. Every change bumps
// the list's version and updated_time.
import { json, noContent, type Exchange } from '../http/exchange';
import { notFound } from '../http/serviceError';
import { parseWith, rejectIssues } from '../http/validation';
import { AddCustomInstructionRequestSchema, type CustomInstruction } from '../../shared/api/styleRules';
import { checkAddCustomInstruction, checkCustomInstruction } from '../../shared/rules/styleRules';
import type { SimulatorModule } from '../context';
import type { StoredStyleRuleList } from '../state/simulatorStore';
import { full, loadStyleRuleList, saveChange, withId } from './styleRules';

const INSTRUCTIONS = '/v3/style_rules/:style_id/custom_instructions';

export const customInstructionRoutes: SimulatorModule = ({ routes, store, dialect }) => {
  const find = (exchange: Exchange): { list: StoredStyleRuleList; index: number; instruction: CustomInstruction } => {
    const list = loadStyleRuleList(store, exchange);
    const index = list.custom_instructions.findIndex(
      (instruction) => instruction.id === exchange.params.instruction_id,
    );
    const instruction = list.custom_instructions[index];
    if (!instruction)
      throw notFound(
        'This style rule list has no custom instruction with this id.',
        'List the style rule list to see its instructions.',
      );
    return { list, index, instruction };
  };

  routes.add(
    {
      method: 'POST',
      path: INSTRUCTIONS,
      access: 'pro',
      handle: (exchange) => {
        const list = loadStyleRuleList(store, exchange);
        const fields = exchange.fields();
        rejectIssues(checkAddCustomInstruction(fields, list.custom_instructions.length));
        const instruction = withId(parseWith(AddCustomInstructionRequestSchema, fields));
        list.custom_instructions.push(instruction);
        saveChange(store, list);
        return dialect === 'public' ? json(201, instruction) : json(200, full(list));
      },
    },
    {
      method: 'GET',
      path: `${INSTRUCTIONS}/:instruction_id`,
      access: 'pro',
      handle: (exchange) => json(200, find(exchange).instruction),
    },
    {
      method: 'PUT',
      path: `${INSTRUCTIONS}/:instruction_id`,
      access: 'pro',
      handle: (exchange) => {
        const { list, index, instruction } = find(exchange);
        const fields = exchange.fields();
        rejectIssues(checkCustomInstruction(fields));
        const replaced: CustomInstruction = {
          ...withId(parseWith(AddCustomInstructionRequestSchema, fields)),
          id: instruction.id,
        };
        list.custom_instructions[index] = replaced;
        saveChange(store, list);
        return json(200, replaced);
      },
    },
    {
      method: 'DELETE',
      path: `${INSTRUCTIONS}/:instruction_id`,
      access: 'pro',
      handle: (exchange) => {
        const { list, index } = find(exchange);
        list.custom_instructions.splice(index, 1);
        saveChange(store, list);
        return noContent();
      },
    },
  );
};
