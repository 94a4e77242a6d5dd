import { Field, ObjectType } from 'type-graphql';
import { SuperOrderType } from './order-types';

@ObjectType('PageInfo')
export class PageInfoType {
  @Field(() => String, { nullable: true }) startCursor!: string | null;
  @Field(() => String, { nullable: true }) endCursor!: string | null;
  @Field(() => Boolean) hasNextPage!: boolean;
  @Field(() => Boolean) hasPreviousPage!: boolean;
}

@ObjectType('SuperOrderEdge')
export class SuperOrderEdgeType {
  @Field(() => String) cursor!: string;
  @Field(() => SuperOrderType) node!: SuperOrderType;
}

@ObjectType('SuperOrderConnection')
export class SuperOrderConnectionType {
  @Field(() => [SuperOrderEdgeType]) edges!: SuperOrderEdgeType[];
  @Field(() => PageInfoType) pageInfo!: PageInfoType;
  @Field(() => Number) totalCount!: number;
}
