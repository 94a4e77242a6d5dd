import { Field, ID, Int, ObjectType } from 'type-graphql';

@ObjectType('UnreadMessageInfo', { description: "Messages in a chat the signed-in person has not fetched yet (an order's chat has the order's id)." })
export class UnreadMessageInfoType {
  @Field(() => ID) chatId!: string;
  @Field(() => Int) amount!: number;
}
