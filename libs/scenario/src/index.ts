// @mtg/scenario: the scenario format (docs/scenario-format.md), its parser and its runner.
export { runScenario, stepLabel, type ScenarioResult } from './runner.js';
export {
  defaultContext,
  findScenarioFiles,
  runScenarioFile,
  runScenarioFiles,
  type FoundFiles,
} from './files.js';
export { parseScenario, scenarioFrom, scenarioNameOf } from './parse/scenario.js';
export { ScenarioError } from './errors.js';
export { References, pickCandidate, type Candidate, type KnownCard, type Resolved } from './references.js';
export type * from './model.js';
