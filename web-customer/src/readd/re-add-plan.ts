import { componentInputOf, partCountsOf, type ComponentInput } from '@pcbm/domain/draft/component-input';
import { newOrderDraft, type DraftAddress, type OrderDraft } from '@pcbm/domain/draft/order-draft';
import { orderRequestOf } from '@pcbm/domain/draft/order-request';
import { reAddOrderInputSchema, type ValidReAddOrderInput } from '@pcbm/domain/ordering/order-input';
import { planReAddFiles, type FileChoice, type MergeableFile, type ReAddFilePlan } from '@pcbm/domain/ordering/re-add-files';
import type { OrderStatus } from '@pcbm/domain/ordering/vocabulary';
import type { RequestDetails, RequestOrder } from '@pcbm/web-kit/requests/order-queries';

/** The kinds a merge choice is made for; additional files are never copied, only added. */
export const CHOICE_KINDS = ['pcb', 'job', 'bom', 'placement', 'preview'] as const satisfies readonly MergeableFile[];
export type ChoiceKind = (typeof CHOICE_KINDS)[number];
export type MergeChoices = Readonly<Partial<Record<ChoiceKind, FileChoice>>>;

/** The draft file use that replaces each kind; the picture is drawn anew from the board files. */
export const DRAFT_USE_OF: Readonly<Record<ChoiceKind, OrderDraft['files'][number]['use'] | null>> = {
  pcb: 'pcbFile',
  job: 'jobFile',
  bom: 'bomFile',
  placement: 'cplFile',
  preview: null,
};

/** The request's latest order: the one a re-add copies its files and settings from (the server takes the last one). */
export function latestOrderOf(request: RequestDetails): RequestOrder {
  return request.orders[request.orders.length - 1]!;
}

/** The kinds of file the latest order has, in the order the server plans them. */
export function kindsOf(order: RequestOrder): MergeableFile[] {
  const kinds: MergeableFile[] = CHOICE_KINDS.filter((kind) => Boolean(order[kind]));
  return order.additionalFiles.length > 0 ? [...kinds, 'additional'] : kinds;
}

/** Orders that no longer take part. */
const FINISHED: readonly OrderStatus[] = ['DONE', 'CANCELED_BY_CUSTOMER', 'CANCELED_BY_PRODUCER'];

/**
 * Producers the re-add may not go to: every producer the request already went to. The server only
 * refuses producers still working on the request (SELECTION_ERROR); the dialog asks for a new one.
 */
export function earlierProducersOf(request: RequestDetails): Set<string> {
  return new Set(request.orders.map((order) => order.manufacturerId).filter((id): id is string => Boolean(id)));
}

/** Producers still working on the request: the server refuses them. */
export function busyProducersOf(request: RequestDetails): Set<string> {
  return new Set(request.orders.filter((order) => !FINISHED.includes(order.status as OrderStatus)).map((order) => order.manufacturerId));
}

/** Whether one producer may be chosen: exactly one, a new one. */
export function producerProblem(request: RequestDetails, chosen: readonly string[]): 'noProducer' | 'oneProducer' | 'earlierProducer' | null {
  if (chosen.length === 0) return 'noProducer';
  if (chosen.length > 1) return 'oneProducer';
  return earlierProducersOf(request).has(chosen[0]!) ? 'earlierProducer' : null;
}

type ApiAddress = RequestOrder['shippingAddress'];

function draftAddressOf(address: ApiAddress | null | undefined): DraftAddress {
  return {
    id: '',
    recipient: address?.recipient ?? '',
    country: address?.country ?? '',
    addressLine1: address?.addressLine1 ?? '',
    addressLine2: address?.addressLine2 ?? '',
    zipcode: address?.zipcode ?? '',
    city: address?.city ?? '',
    companyTaxNumber: address?.companyTaxNumber ?? '',
  };
}

const sameAddress = (a: DraftAddress, b: DraftAddress) => (Object.keys(a) as (keyof DraftAddress)[]).every((key) => a[key].trim() === b[key].trim());

/** A draft kept in memory with the latest order's settings: the production step's fields and both addresses. */
export function importedDraft(request: RequestDetails, now: Date = new Date()): OrderDraft {
  const order = latestOrderOf(request);
  const base = newOrderDraft(`readd-${request.id}`, now);
  const shipping = draftAddressOf(order.shippingAddress);
  const billing = order.billingAddress ? draftAddressOf(order.billingAddress) : shipping;
  const details = base.requestDetails;
  return {
    ...base,
    step: 1,
    requestDetails: {
      ...details,
      projectName: request.name,
      pcbVersion: order.pcbVersion ?? details.pcbVersion,
      type: order.type ?? details.type,
      quantity: order.quantity ?? details.quantity,
      quantityIsOverproduction: order.quantityIsOverproduction ?? details.quantityIsOverproduction,
      requiredOperations: [...(order.requiredOperations ?? [])],
      optionalOperations: [...(order.optionalOperations ?? [])],
      certificates: [...(order.requiredCertificates ?? [])],
      ipcClass: order.ipcClass ?? undefined,
      isPanel: order.isPanel ?? details.isPanel,
      separateBoard: order.separateBoard ?? details.separateBoard,
      pcbProvidedByCustomer: order.pcbProvidedByCustomer ?? details.pcbProvidedByCustomer,
      requestedBulkPrices: [...(order.bulkPrices ?? [])],
      notes: order.additionalNotes ?? '',
      asCompany: request.asCompany?.id,
    },
    shippingAddress: shipping,
    billingAddress: billing,
    sameAddress: sameAddress(shipping, billing),
  };
}

/** What the merge step knows: the latest order's files and board file count, the choices, the new upload. */
export interface MergeState {
  readonly latestKinds: readonly MergeableFile[];
  /** Board files in the latest order's PCB upload; null while unknown (the server checks it then). */
  readonly latestBoardFileCount: number | null;
  readonly choices: MergeChoices;
  readonly draft: OrderDraft;
}

/** The kinds the new upload brings. */
export function uploadedKindsOf(draft: OrderDraft): MergeableFile[] {
  const has = (use: string) => draft.files.some((file) => file.use === use);
  const kinds = CHOICE_KINDS.filter((kind) => kind !== 'preview' && has(DRAFT_USE_OF[kind]!));
  return has('additionalFile') ? [...kinds, 'additional'] : kinds;
}

export const boardFileCountOf = (draft: OrderDraft) => draft.files.filter((file) => file.use === 'pcbFile').length;

/**
 * The server's merge rules applied to the dialog's state: a choice for every file of the latest
 * order, an upload for every replaced file (the picture is drawn anew), as many board files as before.
 */
export function mergePlan({ latestKinds, latestBoardFileCount, choices, draft }: MergeState): ReAddFilePlan {
  const uploaded = uploadedKindsOf(draft);
  // A new picture is drawn from the board files that are sent, so it counts as uploaded.
  const kinds: MergeableFile[] = choices.preview === 'REPLACE' ? [...uploaded, 'preview'] : uploaded;
  const newCount = boardFileCountOf(draft);
  const plan = planReAddFiles(
    { kinds: latestKinds, boardFileCount: latestBoardFileCount ?? newCount },
    new Map(Object.entries(choices) as [MergeableFile, FileChoice][]),
    { kinds, boardFileCount: newCount },
  );
  return plan;
}

/** The merge choices as reAddOrder takes them: one for every file of the latest order, and new kinds added. */
export function fileChoicesOf(plan: ReAddFilePlan): { file: MergeableFile; choice: FileChoice }[] {
  return [...plan.keep.map((file) => ({ file, choice: 'KEEP' as const })), ...plan.replace.map((file) => ({ file, choice: 'REPLACE' as const }))];
}

export type ReAddOrderFields =
  | { readonly order: ValidReAddOrderInput & { files: { file: MergeableFile; choice: FileChoice }[] } }
  | { readonly problems: { code: string; message: string; field: string }[] };

/** The order fields of reAddOrder from the draft: what the production step shows, and part counts from a new parts list. */
export function reAddOrderInputOf(request: RequestDetails, draft: OrderDraft, manufacturer: string, plan: ReAddFilePlan): ReAddOrderFields {
  const { name: _name, manufacturers: _manufacturers, asCompany: _asCompany, fromWhitelabel: _fromWhitelabel, smtPartCount: _smt, thtPartCount: _tht, ...fields } = orderRequestOf(draft);
  const counts = plan.replace.includes('bom') ? partCountsOf(draft.bom?.components ?? []) : {};
  const parsed = reAddOrderInputSchema.safeParse({ superOrderId: request.id, manufacturer, ...fields, ...counts });
  if (!parsed.success) return { problems: parsed.error.issues.map((issue) => ({ code: 'orderInvalid', message: issue.message, field: issue.path.join('.') })) };
  return { order: { ...parsed.data, files: fileChoicesOf(plan) } };
}

/** The parts list rows sent when the parts list is replaced. */
export function bomRowsOf(draft: OrderDraft): ComponentInput[] {
  return (draft.bom?.components ?? []).map(componentInputOf);
}
