// Generating inside the timeline: the create panel's head, the placeholders of queued
// generations, the connected panel and the controller under it.
export {
  GeneratePanel,
  type GeneratePanelProps,
  type GeneratePanelSelection,
} from './GeneratePanel';
export { IntentPlaceholders, type IntentPlaceholdersProps } from './IntentPlaceholders';
export { StudioCreatePanel } from './StudioCreatePanel';
export { useStudioGenerate, type StudioGenerate } from './use-studio-generate';
export { StudioGeneration, type GenerateOutcome } from './studio-generation';
export { timelineGenerationRequest } from './timeline-request';
export { intentProgress } from './placeholder-progress';
export { GENERATE_LABELS } from './labels';
