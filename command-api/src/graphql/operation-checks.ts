import { defaultFieldResolver, isObjectType, type GraphQLFieldResolver, type GraphQLSchema } from 'graphql';
import type { MiddlewareFn } from 'type-graphql';
import type { GraphQLContext } from './context';
import { permissionCheck } from './permissions';
import { textInputCheck } from './text-input-check';

type Resolver = GraphQLFieldResolver<unknown, GraphQLContext>;

/** Runs `checks` in order before `resolve`, as type-graphql runs middlewares. */
function checked(checks: readonly MiddlewareFn<GraphQLContext>[], resolve: Resolver): Resolver {
  return (root, args, context, info) => {
    const step = (index: number): Promise<unknown> =>
      index === checks.length ? Promise.resolve(resolve(root, args, context, info)) : Promise.resolve(checks[index]({ root, args, context, info }, () => step(index + 1)));
    return step(0);
  };
}

/**
 * Puts the permission table before every query and mutation, and the check for text the event log could not hold
 * before every field that takes arguments. Only those fields are wrapped: plain fields keep GraphQL's own resolver,
 * so a list of many objects costs no middleware per field.
 */
export function withOperationChecks(schema: GraphQLSchema): GraphQLSchema {
  const roots = new Set([schema.getQueryType(), schema.getMutationType()].filter(Boolean));
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    const root = roots.has(type);
    for (const field of Object.values(type.getFields())) {
      const withArgs = field.args.length > 0;
      if (!root && !withArgs) continue;
      const checks = [...(root ? [permissionCheck] : []), ...(withArgs ? [textInputCheck] : [])];
      field.resolve = checked(checks, (field.resolve as Resolver | undefined) ?? defaultFieldResolver);
      if (field.subscribe && withArgs) field.subscribe = checked([textInputCheck], field.subscribe as Resolver);
    }
  }
  return schema;
}
