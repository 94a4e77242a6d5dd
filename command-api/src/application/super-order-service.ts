import { orderReservation, reservationDecider, superOrderDecider, type Actor, type SuperOrderCommand, type SuperOrderState } from '@pcbm/domain';
import type { NewFile } from '@pcbm/platform';
import { READ_MODELS } from '@pcbm/projections';
import { decision, type CommandHandler } from './command-handler';

export interface CommandRequest {
  readonly superOrderId: string;
  readonly command: SuperOrderCommand;
  readonly actor: Actor;
  readonly correlationId: string;
  /** Files the command refers to; stored only when the command is accepted. */
  readonly files?: readonly NewFile[];
}

/** The orders a command brings into being; each is reserved for its super order in the same transaction. */
function newOrderIds(command: SuperOrderCommand): readonly string[] {
  if (command.type === 'CreateSuperOrder') return command.orderIds;
  if (command.type === 'ReAddOrder') return [command.orderId];
  return [];
}

/** Super order commands through the one command handler; the answer is the decided super order. */
export class SuperOrderService {
  constructor(private readonly commands: CommandHandler) {}

  async execute(request: CommandRequest): Promise<SuperOrderState> {
    const { state } = await this.commands.execute(decision(superOrderDecider, request.superOrderId, request.command, { actor: request.actor }), {
      origin: { correlationId: request.correlationId, command: request.command.type, actor: request.actor },
      files: request.files,
      // The chat shows what the command changed before the answer, so a message written next comes after it.
      readModels: [READ_MODELS.orders, READ_MODELS.chatAnnouncements],
      alongside: newOrderIds(request.command).map((orderId) => decision(reservationDecider, orderReservation(orderId), { type: 'Reserve', key: orderReservation(orderId), ownerId: request.superOrderId }, {})),
    });
    // Every accepted super order command leaves a super order behind; a refusal has thrown.
    return state!;
  }
}
