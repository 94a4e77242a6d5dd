import { companyDecider, userDecider, type Actor, type CompanyCommand, type UserCommand } from '@pcbm/domain';
import type { NewFile } from '@pcbm/platform';
import { READ_MODELS, type ReadModelName } from '@pcbm/projections';
import type { GraphQLContext } from '../graphql/context';
import { decision } from './command-handler';

interface AccountCommandOptions {
  /** The name the events' metadata records the command under. */
  readonly name: string;
  readonly files?: readonly NewFile[];
  /**
   * Read models the next query must find current; the accounts read model unless said otherwise. The answer itself
   * is built from the decided state: the wait only keeps the screens' follow-up queries from reading older rows.
   */
  readonly readModels?: readonly ReadModelName[];
}

/** Runs a command of the signed-in person on their own stream. */
export function executeUserCommand(context: GraphQLContext, actor: Actor, command: UserCommand, { name, files, readModels = [READ_MODELS.accounts] }: AccountCommandOptions) {
  return context.services.commands.execute(decision(userDecider, actor.userId, command, { userId: actor.userId }), {
    origin: { correlationId: context.requestId, command: name, actor },
    files,
    readModels,
  });
}

/** Runs a command of the signed-in person on a company's stream. */
export function executeCompanyCommand(context: GraphQLContext, actor: Actor, companyId: string, command: CompanyCommand, { name, files, readModels = [READ_MODELS.accounts] }: AccountCommandOptions) {
  return context.services.commands.execute(decision(companyDecider, companyId, command, { actor }), {
    origin: { correlationId: context.requestId, command: name, actor },
    files,
    readModels,
  });
}
