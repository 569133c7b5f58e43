/**
 * Remaster, connected: title (≤ 80) and the variation (VariationRemaster plan feature),
 * upsampled with the newest usable model; the 16-minute and contest limits come from the clip.
 */
import { useEffect, useState } from 'react';
import { buildUpsampleRequest, gateFeature, type UpsampleRequestBody } from '@cadenza/sdk';
import { RemasterModal, type RemasterVariation } from '../RemasterModal';
import { remasterModels, useUpsample } from './use-upsample';
import { useModalSession } from './use-modal-session';
import type { ConnectedModalProps } from './types';

export function Remaster({ clip, open, onClose }: ConnectedModalProps) {
  const { viewer, billingModels } = useModalSession();
  const [title, setTitle] = useState(clip.title);
  const [variation, setVariation] = useState<RemasterVariation>('normal');
  const { submit, busy, error, reset } = useUpsample(onClose);
  useEffect(() => {
    if (!open) return;
    setTitle(clip.title);
    reset();
  }, [open, clip.title, reset]);
  const canVary = viewer !== null && gateFeature(viewer, 'VariationRemaster').allowed;
  const model = remasterModels(billingModels)[0]?.value ?? clip.model_name;
  return (
    <RemasterModal
      open={open}
      onClose={onClose}
      clip={clip}
      title={title}
      onTitleChange={setTitle}
      variation={variation}
      onVariationChange={setVariation}
      canVary={canVary}
      busy={busy}
      error={error}
      onSubmit={() =>
        submit(
          buildUpsampleRequest({
            clipId: clip.id,
            modelName: model as UpsampleRequestBody['model_name'],
            title,
            ...(canVary ? { variationCategory: variation } : {}),
          }),
        )
      }
    />
  );
}
