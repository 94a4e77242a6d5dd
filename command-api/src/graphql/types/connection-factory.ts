import { Field, ObjectType, type ClassType } from 'type-graphql';
import { PageInfoType } from './connection-types';

/** A Relay-style connection type (edges with cursor and node, pageInfo, totalCount) for a node type. */
export function connectionOf<T extends object>(node: ClassType<T>, name: string) {
  @ObjectType(`${name}Edge`)
  class Edge {
    @Field(() => String) cursor!: string;
    @Field(() => node) node!: T;
  }

  @ObjectType(`${name}Connection`)
  class Connection {
    @Field(() => [Edge]) edges!: Edge[];
    @Field(() => PageInfoType) pageInfo!: PageInfoType;
    @Field(() => Number) totalCount!: number;
  }
  return Connection;
}
