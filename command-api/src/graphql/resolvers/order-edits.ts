import { randomUUID } from 'node:crypto';
import {
  compareComponents,
  ErrorCode,
  isCustomerOf,
  orderStatusAllows,
  orderUpdateInputSchema,
  planReAddFiles,
  reAddOrderInputSchema,
  type FileChoice,
  type FileReference,
  type MergeableFile,
  type OrderFiles,
  type OrderState,
  type SuperOrderState,
} from '@pcbm/domain';
import type { NewFile } from '@pcbm/platform';
import { findSuperOrder } from '@pcbm/projections/queries';
import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import { asUploaded, requireValidDesignData, storedAsUploaded, storedComponentRows } from '../../application/order-design-files';
import { jsonFile, readDesignUploads, referenceTo, type UploadPart } from '../../application/uploads';
import { requireActor, type GraphQLContext } from '../context';
import { refuse } from '../errors';
import { ComponentInput, OrderUpdateInput, ReAddOrderInput } from '../inputs/super-order-input';
import { SuperOrderType } from '../types/order-types';
import { isUpload, UploadScalar } from '../types/upload-scalar';
import { validated } from '../validation';
import { superOrderIdOf, requireManufacturers } from './order-mutations';
import { visibleSuperOrder } from './super-order-visibility';

type Upload = File | null | undefined;

const filesOf = (superOrder: SuperOrderState, order: OrderState): OrderFiles => order.files ?? superOrder.files;
const definedOnly = <T extends object>(value: T): Partial<T> => Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
/** A new version keeps the versioned file's id, so the order's reference stays the same. */
const versionReference = (file: NewFile): FileReference => ({ fileId: file.versionedFileId ?? file.id, filename: file.filename });

/** The customer's own super order, found by id, or a refusal. */
function requireCustomersSuperOrder(context: GraphQLContext, superOrder: SuperOrderState | null): SuperOrderState {
  if (!superOrder) return refuse(ErrorCode.SUPER_ORDER_NOT_FOUND, 'The request was not found.');
  if (!isCustomerOf(requireActor(context), superOrder)) return refuse(ErrorCode.USER_NOT_AUTHORIZED, 'Only the customer may change this request.');
  return superOrder;
}

/** The file kinds stored together with each kind a re-add merges. */
type SingleFile = Exclude<keyof OrderFiles, 'additionalFiles'>;
const STORED_KINDS: Record<Exclude<MergeableFile, 'additional'>, [SingleFile, UploadPart['kind']][]> = {
  pcb: [['pcb', 'pcb']],
  job: [
    ['job', 'gerberjob'],
    ['originalJob', 'original_gerberjob'],
  ],
  bom: [
    ['bom', 'bom'],
    ['originalBom', 'original_bom'],
  ],
  placement: [
    ['placement', 'placement'],
    ['originalPlacement', 'original_placement'],
  ],
  preview: [['preview', 'preview']],
};

@Resolver()
export class OrderEdits {
  @Mutation(() => SuperOrderType, {
    description: 'The customer changes an order that is still editable (parameters, addresses, files, BOM, CPL); each change is announced in its chat.',
  })
  async updateOrder(
    @Ctx() context: GraphQLContext,
    @Arg('update', () => OrderUpdateInput) update: OrderUpdateInput,
    @Arg('preview', () => UploadScalar, { nullable: true }) preview: Upload,
    @Arg('pcb', () => UploadScalar, { nullable: true }) pcb: Upload,
    @Arg('job', () => UploadScalar, { nullable: true }) job: Upload,
    @Arg('originalJob', () => UploadScalar, { nullable: true }) originalJob: Upload,
    @Arg('placement', () => UploadScalar, { nullable: true }) placement: Upload,
    @Arg('originalPlacement', () => UploadScalar, { nullable: true }) originalPlacement: Upload,
    @Arg('bom', () => [ComponentInput], { nullable: true }) bom: ComponentInput[] | null,
    @Arg('originalBom', () => UploadScalar, { nullable: true }) originalBom: Upload,
    @Arg('additionalFiles', () => [UploadScalar], { nullable: true }) additionalFiles: File[] | null,
  ): Promise<SuperOrderType> {
    const actor = requireActor(context);
    const { orderId, ...changes } = validated(orderUpdateInputSchema, update);
    const superOrderId = await superOrderIdOf(context, orderId);
    const superOrder = requireCustomersSuperOrder(context, await findSuperOrder(context.services.db, superOrderId));
    const order = superOrder.orders.find((o) => o.id === orderId)!;
    if (!orderStatusAllows(order.status, 'EDIT')) refuse(ErrorCode.ORDER_NOT_EDITABLE, `The order can no longer be changed: it is ${order.status}.`);
    if (isUpload(originalBom) && !bom) refuse(ErrorCode.INVALID_INPUT, 'An original parts list goes with the parts list rows (bom).');
    if (isUpload(originalPlacement) && !isUpload(placement)) refuse(ErrorCode.INVALID_INPUT, 'An original placement list goes with the placement list.');

    const current = filesOf(superOrder, order);
    const { stored, find } = await readDesignUploads({ preview, pcb, job, originalJob, placement, originalPlacement, originalBom, additionalFiles }, superOrderId);
    const existing: Partial<Record<UploadPart['kind'], FileReference | undefined>> = {
      preview: current.preview,
      pcb: current.pcb,
      gerberjob: current.job,
      original_gerberjob: current.originalJob,
      placement: current.placement,
      original_placement: current.originalPlacement,
      original_bom: current.originalBom,
    };
    const versions: NewFile[] = stored.map((file) => ({ ...file, versionedFileId: existing[file.kind]?.fileId }));
    const version = (kind: UploadPart['kind']) => versions.find((f) => f.kind === kind);
    const bomFile = bom ? { ...jsonFile('bom', 'BOM.json', bom, superOrderId), versionedFileId: current.bom?.fileId } : null;

    // A parts list not sent is absent (undefined), not an empty change: only new design data is checked again.
    const designChanged = [pcb, job, placement].some(isUpload) || bom != null;
    const oldRows = designChanged ? await storedComponentRows(context.services.files, current.bom) : null;
    const { warnings } = designChanged
      ? await requireValidDesignData(context.services.uploadWorkers, {
          pcb: asUploaded(find('pcb')) ?? (await storedAsUploaded(context.services.files, current.pcb)),
          job: asUploaded(find('gerberjob')) ?? (await storedAsUploaded(context.services.files, current.job)),
          placement: asUploaded(find('placement')) ?? (await storedAsUploaded(context.services.files, current.placement)),
          originalBom: asUploaded(find('original_bom')),
          originalPlacement: asUploaded(find('original_placement')),
          originalJob: asUploaded(find('original_gerberjob')),
          bom: bom ?? oldRows,
        })
      : { warnings: [] };

    const reference = (kind: UploadPart['kind']) => {
      const file = version(kind);
      return file ? versionReference(file) : undefined;
    };
    const state = await context.services.superOrders.execute({
      superOrderId,
      actor,
      correlationId: context.requestId,
      files: bomFile ? [...versions, bomFile] : versions,
      command: {
        type: 'UpdateOrder',
        orderId,
        changes,
        files: definedOnly({
          preview: reference('preview'),
          pcb: reference('pcb'),
          job: reference('gerberjob'),
          originalJob: reference('original_gerberjob'),
          additionalFiles: versions.filter((f) => f.kind === 'additional').map(referenceTo),
        }),
        bom: bomFile ? { bom: versionReference(bomFile), originalBom: reference('original_bom') ?? null, components: compareComponents(oldRows ?? [], bom!) } : undefined,
        placement: reference('placement') ? { placement: reference('placement')!, originalPlacement: reference('original_placement') ?? null } : undefined,
        warnings,
      },
    });
    return visibleSuperOrder(actor, state);
  }

  @Mutation(() => SuperOrderType, {
    description:
      "Sends the request to one new producer: the latest request's first-uploaded files are copied or replaced as chosen per file, additional files are not copied (new ones can be added).",
  })
  async reAddOrder(
    @Ctx() context: GraphQLContext,
    @Arg('order', () => ReAddOrderInput) order: ReAddOrderInput,
    @Arg('preview', () => UploadScalar, { nullable: true }) preview: Upload,
    @Arg('pcb', () => UploadScalar, { nullable: true }) pcb: Upload,
    @Arg('job', () => UploadScalar, { nullable: true }) job: Upload,
    @Arg('bom', () => [ComponentInput], { nullable: true }) bom: ComponentInput[] | null,
    @Arg('placement', () => UploadScalar, { nullable: true }) placement: Upload,
    @Arg('originalBom', () => UploadScalar, { nullable: true }) originalBom: Upload,
    @Arg('originalJob', () => UploadScalar, { nullable: true }) originalJob: Upload,
    @Arg('originalPlacement', () => UploadScalar, { nullable: true }) originalPlacement: Upload,
    @Arg('additionalFiles', () => [UploadScalar], { nullable: true }) additionalFiles: File[] | null,
  ): Promise<SuperOrderType> {
    const actor = requireActor(context);
    const { files: choices, ...fields } = order;
    const { superOrderId, manufacturer, ...changes } = validated(reAddOrderInputSchema, fields);
    const superOrder = requireCustomersSuperOrder(context, await findSuperOrder(context.services.db, superOrderId));
    if (superOrder.fromWhitelabelId) refuse(ErrorCode.SELECTION_ERROR, 'A request from a white-label shop stays with the shop\'s producer.');
    await requireManufacturers(context, [manufacturer], null);
    const latest = superOrder.orders[superOrder.orders.length - 1];
    const latestFiles = filesOf(superOrder, latest);
    const latestPcb = await storedAsUploaded(context.services.files, latestFiles.pcb);

    const { stored, find } = await readDesignUploads({ preview, pcb, job, originalJob, placement, originalPlacement, originalBom, additionalFiles }, superOrderId);
    const newPcb = asUploaded(find('pcb'));
    const kindsOf = (has: Record<Exclude<MergeableFile, 'additional'>, unknown>): MergeableFile[] =>
      (Object.keys(has) as Exclude<MergeableFile, 'additional'>[]).filter((kind) => has[kind]);
    const plan = planReAddFiles(
      {
        kinds: [...kindsOf({ pcb: latestFiles.pcb, job: latestFiles.job, bom: latestFiles.bom, placement: latestFiles.placement, preview: latestFiles.preview }), ...(latestFiles.additionalFiles.length > 0 ? ['additional' as const] : [])],
        boardFileCount: latestPcb ? await context.services.uploadWorkers.countBoardFiles(latestPcb) : 0,
      },
      new Map(choices.map((c) => [c.file as MergeableFile, c.choice as FileChoice])),
      { kinds: kindsOf({ pcb: newPcb, job: find('gerberjob'), bom, placement: find('placement'), preview: find('preview') }), boardFileCount: newPcb ? await context.services.uploadWorkers.countBoardFiles(newPcb) : 0 },
    );
    if (plan.problems.length > 0) refuse(ErrorCode.INVALID_INPUT, plan.problems.map((p) => p.message).join(' '), { problems: plan.problems });

    const copies: NewFile[] = [];
    const single: Partial<Record<SingleFile, FileReference>> = {};
    for (const kind of plan.keep) {
      if (kind === 'additional') continue;
      for (const [field, storedKind] of STORED_KINDS[kind]) {
        const reference = latestFiles[field];
        const versioned = reference ? await context.services.files.versions(reference.fileId) : null;
        if (!versioned) continue;
        const first = versioned.history[versioned.history.length - 1] ?? versioned.current;
        const copy: NewFile = { id: randomUUID(), resourceId: superOrderId, kind: storedKind, filename: first.filename, mediaType: first.mediaType, bytes: await context.services.files.read(first.id) };
        copies.push(copy);
        single[field] = referenceTo(copy);
      }
    }
    const bomFile = plan.replace.includes('bom') && bom ? jsonFile('bom', 'BOM.json', bom, superOrderId) : null;
    for (const kind of plan.replace) {
      if (kind === 'additional') continue;
      for (const [field, storedKind] of STORED_KINDS[kind]) {
        const file = storedKind === 'bom' ? bomFile : find(storedKind);
        if (file) single[field] = referenceTo(file);
      }
    }
    const files: OrderFiles = { ...single, additionalFiles: stored.filter((f) => f.kind === 'additional').map(referenceTo) };
    const byId = (reference: FileReference | undefined) => [...copies, ...stored].find((f) => f.id === reference?.fileId);
    const rows = bomFile ? bom : files.bom ? (JSON.parse(new TextDecoder().decode(byId(files.bom)!.bytes)) as ComponentInput[]) : null;
    const { warnings } = await requireValidDesignData(context.services.uploadWorkers, {
      pcb: asUploaded(byId(files.pcb)),
      job: asUploaded(byId(files.job)),
      placement: asUploaded(byId(files.placement)),
      originalBom: asUploaded(byId(files.originalBom)),
      originalPlacement: asUploaded(byId(files.originalPlacement)),
      originalJob: asUploaded(byId(files.originalJob)),
      bom: rows,
    });
    const used = new Set([...Object.values(single), ...files.additionalFiles].map((reference) => reference.fileId));
    const state = await context.services.superOrders.execute({
      superOrderId,
      actor,
      correlationId: context.requestId,
      files: [...copies, ...stored, ...(bomFile ? [bomFile] : [])].filter((f) => used.has(f.id)),
      command: {
        type: 'ReAddOrder',
        orderId: randomUUID(),
        manufacturerId: manufacturer,
        fromOrderId: latest.id,
        request: { ...(latest.request ?? superOrder.request), ...definedOnly(changes) },
        files,
        warnings,
      },
    });
    return visibleSuperOrder(actor, state);
  }
}
