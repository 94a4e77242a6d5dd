import { ErrorCode } from '@pcbm/domain';
import { mailTotalOf, type OutboxRow } from '@pcbm/platform';
import { Arg, Ctx, Field, ID, Int, ObjectType, Query, Resolver } from 'type-graphql';
import { keysetPage } from '../../application/paging';
import type { GraphQLContext } from '../context';
import { refuse } from '../errors';
import { connectionOf } from '../types/connection-factory';

@ObjectType('Mail', { description: 'A mail in the outbox: recorded by a reactor, then delivered (SENT over SMTP, or KEPT in the outbox without an SMTP server).' })
class MailType {
  @Field(() => ID) id!: string;
  @Field(() => String, { description: 'What the mail is about, e.g. chat:<orderId>:<eventId>.' }) cause!: string;
  @Field(() => String) recipient!: string;
  @Field(() => String) subject!: string;
  @Field(() => String, { description: 'en or de' }) language!: string;
  @Field(() => String, { description: 'PENDING, SENT, KEPT or FAILED' }) status!: string;
  @Field(() => Int) attempts!: number;
  @Field(() => String, { nullable: true, description: 'The last delivery error, starting with NOTIFICATION_SEND_FAILED.' }) lastError!: string | null;
  @Field(() => String) text!: string;
  @Field(() => Date) createdOn!: Date;
  @Field(() => Date, { nullable: true }) sentOn!: Date | null;
}

const MailConnection = connectionOf(MailType, 'Mail');
const STATUSES = ['PENDING', 'SENT', 'KEPT', 'FAILED'];

type Row = OutboxRow & { created_on: Date | string };

const toMail = (row: Row): MailType => ({
  id: row.id,
  cause: row.cause,
  recipient: row.recipient,
  subject: row.subject,
  language: row.language,
  status: row.status,
  attempts: row.attempts,
  lastError: row.last_error,
  text: row.text_body,
  createdOn: new Date(row.created_on),
  sentOn: row.sent_on ? new Date(row.sent_on) : null,
});

@Resolver()
export class MailAdminResolver {
  @Query(() => MailType, { nullable: true, description: 'One mail of the outbox by its id, or null (admins only).' })
  async adminGetMail(@Ctx() context: GraphQLContext, @Arg('mailId', () => ID) mailId: string): Promise<MailType | null> {
    const { rows } = await context.services.db.query<Row>('select * from mail_outbox where id = $1', [mailId]);
    return rows[0] ? toMail(rows[0]) : null;
  }

  @Query(() => MailConnection, { description: 'The mail outbox, newest first, optionally of one status: PENDING, SENT, KEPT or FAILED (another is refused with INVALID_ARGUMENT; admins only).' })
  async adminGetAllMails(
    @Ctx() context: GraphQLContext,
    @Arg('first', () => Int, { nullable: true }) first: number | null,
    @Arg('last', () => Int, { nullable: true }) last: number | null,
    @Arg('before', () => String, { nullable: true }) before: string | null,
    @Arg('after', () => String, { nullable: true }) after: string | null,
    @Arg('status', () => String, { nullable: true }) status: string | null,
  ) {
    const filter = status ?? null;
    if (filter !== null && !STATUSES.includes(filter)) refuse(ErrorCode.INVALID_ARGUMENT, `A mail's status is one of ${STATUSES.join(', ')}.`);
    const page = await keysetPage<Row>(context.services.db, 'mail_outbox s', filter ? 's.status = $1' : 'true', filter ? [filter] : [], { first, last, before, after }, 's.*', (params) =>
      mailTotalOf(filter, params),
    );
    return { ...page, edges: page.edges.map((edge) => ({ cursor: edge.cursor, node: toMail(edge.node) })) };
  }
}
