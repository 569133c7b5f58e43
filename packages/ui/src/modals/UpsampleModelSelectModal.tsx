/**
 * Upsample model select (1-generation §7 generate/upsample; 2-studio §5): the model, styles and
 * the five parameters. The body is built by the SDK's buildUpsampleRequest: freedom, tone,
 * strength, stereo width and clarity clamped to 0..1 and sent only when not at their defaults
 * (freedom 0, the others 0.5); tags only when not blank.
 */
import {
  UPSAMPLE_DEFAULTS,
  UPSAMPLE_PARAM_MAX,
  UPSAMPLE_PARAM_MIN,
  buildUpsampleRequest,
  type UpsampleRequestBody,
} from '@cadenza/sdk';
import { Select, type SelectOption } from '../primitives/Select';
import { Slider } from '../primitives/Slider';
import { TextField } from '../primitives/TextField';
import { UPSAMPLE_LABELS as L } from './labels';
import { ModalShell } from './ModalShell';

export type UpsampleParam = keyof typeof UPSAMPLE_DEFAULTS;
export type UpsampleParams = Readonly<Record<UpsampleParam, number>>;
export const UPSAMPLE_PARAMS = Object.keys(UPSAMPLE_DEFAULTS) as UpsampleParam[];

export interface UpsampleModelSelectModalProps {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly clipId: string;
  readonly models: readonly SelectOption[];
  readonly model: UpsampleRequestBody['model_name'];
  readonly onModelChange: (model: UpsampleRequestBody['model_name']) => void;
  readonly tags: string;
  readonly onTagsChange: (tags: string) => void;
  readonly params: UpsampleParams;
  readonly onParamsChange: (params: UpsampleParams) => void;
  readonly busy?: boolean;
  readonly error?: string | null;
  /** Called with the request body as sent. */
  readonly onSubmit: (body: UpsampleRequestBody) => void;
}

const percent = (value: number): string => `${Math.round(value * 100)}%`;

export function UpsampleModelSelectModal(props: UpsampleModelSelectModalProps) {
  return (
    <ModalShell
      open={props.open}
      onClose={props.onClose}
      title={L.title}
      description={L.description}
      error={props.error ?? null}
      action={{
        label: L.submit,
        loading: props.busy === true,
        onPress: () =>
          props.onSubmit(
            buildUpsampleRequest({
              clipId: props.clipId,
              modelName: props.model,
              tags: props.tags,
              params: props.params,
            }),
          ),
      }}
    >
      <Select
        label={L.model}
        options={props.models}
        value={props.model}
        onValueChange={(value) => props.onModelChange(value as UpsampleRequestBody['model_name'])}
      />
      <TextField label={L.styles} value={props.tags} onValueChange={props.onTagsChange} />
      {UPSAMPLE_PARAMS.map((name) => (
        <Slider
          key={name}
          label={L.params[name]}
          value={props.params[name]}
          min={UPSAMPLE_PARAM_MIN}
          max={UPSAMPLE_PARAM_MAX}
          step={0.01}
          formatValue={percent}
          onValueChange={(value) => props.onParamsChange({ ...props.params, [name]: value })}
        />
      ))}
    </ModalShell>
  );
}
