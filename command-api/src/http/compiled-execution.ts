import { useGraphQlJit } from '@envelop/graphql-jit';
import {
  BREAK,
  getNamedType,
  getOperationAST,
  getVariableValues,
  isAbstractType,
  isInputObjectType,
  typeFromAST,
  TypeInfo,
  visit,
  visitWithTypeInfo,
  type DocumentNode,
  type ExecutionArgs,
  type GraphQLInputType,
  type OperationDefinitionNode,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';

/**
 * A document is compiled when it arrives for the second time: the apps send the same few documents over and over,
 * while a stream of documents each sent once (a client probing the API, an attacker) must not make the server
 * compile every one of them.
 */
const RUNS_BEFORE_COMPILING = 2;

/** True when a field of the operation returns a union or an interface. */
function selectsAbstractType(args: ExecutionArgs): boolean {
  const typeInfo = new TypeInfo(args.schema);
  let found = false;
  visit(
    args.document,
    visitWithTypeInfo(typeInfo, {
      Field() {
        const type = typeInfo.getType();
        if (type && isAbstractType(getNamedType(type))) {
          found = true;
          return BREAK;
        }
        return undefined;
      },
    }),
  );
  return found;
}

/** True when the type is an input object with a default value on a field, its own or a nested object's. */
function hasFieldDefaults(type: GraphQLInputType, seen = new Set<string>()): boolean {
  const named = getNamedType(type);
  if (!isInputObjectType(named) || seen.has(named.name)) return false;
  seen.add(named.name);
  return Object.values(named.getFields()).some((field) => field.defaultValue !== undefined || hasFieldDefaults(field.type, seen));
}

/**
 * Whether the compiled executor answers the operation exactly as the standard one does: queries only, with no
 * variable of an input type whose fields have default values and no union or interface selected. The compiled
 * executor leaves out the default values of an input object's fields when it coerces variables (the producer
 * search then lacks the certificates it defaults to), and it does not tell the members of a union the way
 * graphql-js does (a user's public or full profile); mutations gain nothing measurable from it. Those, and
 * subscriptions, keep graphql-js. Returns the operation when it may run compiled.
 */
export function compilable(args: ExecutionArgs, operation = getOperationAST(args.document, args.operationName)): OperationDefinitionNode | null {
  if (operation?.operation !== 'query') return null;
  const plainVariables = (operation.variableDefinitions ?? []).every((definition) => {
    const type = typeFromAST(args.schema, definition.type);
    return type !== undefined && !hasFieldDefaults(type as GraphQLInputType);
  });
  return plainVariables && !selectsAbstractType(args) ? operation : null;
}

interface Seen {
  runs: number;
  /** The decision per operation name (a document may hold several operations). */
  readonly compiled: Map<string, OperationDefinitionNode | null>;
}

/**
 * Executes the queries clients repeat as compiled JavaScript (graphql-jit) instead of walking the query for every
 * request: measured, the order lists answer 9-45 % more per second (BENCHMARKS.md). The endpoint
 * parses and validates each distinct text once and hands the same document on (its parser cache), so what is known
 * of a document is kept with it and forgotten with it. Variables that do not fit their types are left to graphql-js,
 * which answers them with its own message and status.
 */
export function compiledExecution(): Plugin {
  const documents = new WeakMap<DocumentNode, Seen>();
  return useGraphQlJit(
    {},
    {
      enableIf: (args) => {
        let seen = documents.get(args.document);
        if (!seen) documents.set(args.document, (seen = { runs: 0, compiled: new Map() }));
        if (seen.runs < RUNS_BEFORE_COMPILING) seen.runs++;
        if (seen.runs < RUNS_BEFORE_COMPILING) return false;
        const name = args.operationName ?? '';
        let operation = seen.compiled.get(name);
        if (operation === undefined) {
          const named = getOperationAST(args.document, args.operationName);
          operation = compilable(args, named);
          // Names that are not the document's own (refused later) are not remembered.
          if (named) seen.compiled.set(name, operation);
        }
        if (!operation) return false;
        const coerced = getVariableValues(args.schema, operation.variableDefinitions ?? [], args.variableValues ?? {});
        return !('errors' in coerced && coerced.errors);
      },
    },
  ) as Plugin;
}
