import { fetchWithUploadProgress } from '@pcbm/web-kit/graphql/upload-progress';
import { errorTextOf } from '@pcbm/web-kit/errors/error-text';
import type { ResultOf } from '@pcbm/web-kit/graphql/graphql';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClient } from 'urql';
import type { OrderDraftControls } from '../draft-controls';
import { readBoardInWorker } from '../stackup/board-worker-client';
import { CreateOrder } from './create-order';
import { designUploads } from './design-uploads';
import { orderInputOf } from './order-input-of';
import { previewPng } from './preview-png';
import { solderMaskColorOf } from '@pcbm/domain/board/solder-mask-color';

export type SubmittedRequestData = ResultOf<typeof CreateOrder>['createOrder'];

/** Sends the draft as a request with createOrder, with progress; on success the draft starts over. */
export function useSubmitOrder(controls: OrderDraftControls, whiteLabel: { manufacturerId: string } | null, shopId: string | undefined) {
  const { t } = useTranslation('wizard');
  const client = useClient();
  const [sending, setSending] = useState(false);
  const [progress, setProgress] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState<SubmittedRequestData | null>(null);

  const send = async () => {
    const draft = controls.draft;
    if (!draft || sending) return;
    setSending(true);
    setError(null);
    setProgress(5);
    try {
      const input = orderInputOf(draft, whiteLabel, shopId);
      if ('problems' in input) {
        setError(input.problems.map((problem) => t(`gate.${problem.code}`, { defaultValue: problem.message })).join(' '));
        return;
      }
      setProgress(20);
      const uploads = await designUploads(draft, controls.readFile, input.order.name);
      setProgress(40);
      let preview: Blob | undefined;
      try {
        const boardFiles = await Promise.all(
          draft.files
            .filter((file) => file.use === 'pcbFile')
            .map(async (file) => ({ name: file.name, use: 'pcbFile' as const, layer: file.layer, bytes: (await controls.readFile(file.name)) ?? new Uint8Array() })),
        );
        const reading = await readBoardInWorker({ files: boardFiles, preview: true, color: solderMaskColorOf(draft.stackup) ?? 'green' });
        if (reading.preview) preview = await previewPng(reading.preview.top);
      } catch (problem) {
        // A request without a preview picture is still a request.
        console.warn('The preview picture could not be made', problem);
      }
      setProgress(60);
      // The files' upload moves the bar from 60 to 95; the server's reading of them takes the rest.
      const uploadProgress = fetchWithUploadProgress((sent, total) => total > 0 && setProgress(60 + Math.round((35 * sent) / total)));
      const answer = await client
        .mutation(CreateOrder, {
          order: input.order,
          bom: input.bom,
          pcb: uploads.pcb,
          job: uploads.job,
          originalJob: uploads.originalJob,
          placement: uploads.placement,
          originalBom: uploads.originalBom,
          additionalFiles: uploads.additionalFiles,
          preview: preview ? new File([preview], 'preview.png', { type: 'image/png' }) : undefined,
        }, { fetch: uploadProgress })
        .toPromise();
      if (answer.error || !answer.data) {
        const text = answer.error ? errorTextOf(answer.error, t) : null;
        setError(text?.message ?? t('errors:NETWORK_ERROR'));
        return;
      }
      setProgress(100);
      setSubmitted(answer.data.createOrder);
      await controls.clear();
    } catch (problem) {
      console.error('Sending the request failed', problem);
      setError(problem instanceof Error ? problem.message : t('errors:generic'));
    } finally {
      setSending(false);
    }
  };

  return { send, sending, progress, error, submitted, startOver: async () => setSubmitted(null) };
}
