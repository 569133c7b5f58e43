/** Upsample model select, connected: the usable models, styles and the five parameters. */
import { useEffect, useState } from 'react';
import { UPSAMPLE_DEFAULTS, type UpsampleRequestBody } from '@cadenza/sdk';
import { UpsampleModelSelectModal, type UpsampleParams } from '../UpsampleModelSelectModal';
import { remasterModels, useUpsample } from './use-upsample';
import { useModalSession } from './use-modal-session';
import type { ConnectedModalProps } from './types';

export function UpsampleModelSelect({ clip, open, onClose }: ConnectedModalProps) {
  const { billingModels } = useModalSession();
  const models = remasterModels(billingModels);
  const [model, setModel] = useState<string | null>(null);
  const [tags, setTags] = useState(clip.metadata.tags ?? '');
  const [params, setParams] = useState<UpsampleParams>(UPSAMPLE_DEFAULTS);
  const { submit, busy, error, reset } = useUpsample(onClose);
  useEffect(() => {
    if (!open) return;
    setParams(UPSAMPLE_DEFAULTS);
    setTags(clip.metadata.tags ?? '');
    reset();
  }, [open, clip.metadata.tags, reset]);
  const chosen = (model ??
    models[0]?.value ??
    clip.model_name) as UpsampleRequestBody['model_name'];
  return (
    <UpsampleModelSelectModal
      open={open}
      onClose={onClose}
      clipId={clip.id}
      models={models}
      model={chosen}
      onModelChange={setModel}
      tags={tags}
      onTagsChange={setTags}
      params={params}
      onParamsChange={setParams}
      busy={busy}
      error={error}
      onSubmit={submit}
    />
  );
}
