import { costLimitPlugin } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesPlugin } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthPlugin } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesPlugin } from '@escape.tech/graphql-armor-max-directives';
import { maxTokensPlugin } from '@escape.tech/graphql-armor-max-tokens';
import type { Config } from '@pcbm/platform';
import { GraphQLError, type ValidationContext } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { EdgeCode, edgeError } from '../graphql/errors';

export type GraphQLLimits = Pick<
  Config,
  'GRAPHQL_MAX_DOCUMENT_BYTES' | 'GRAPHQL_MAX_TOKENS' | 'GRAPHQL_MAX_DEPTH' | 'GRAPHQL_MAX_ALIASES' | 'GRAPHQL_MAX_DIRECTIVES' | 'GRAPHQL_MAX_COST'
>;

/**
 * The armor rules report an uncoded error; ours replaces it with a code, reported to validation
 * (or thrown from the parser, which has no validation context).
 */
function refusal(code: EdgeCode) {
  return {
    propagateOnRejection: false,
    onReject: [
      (context: ValidationContext | null, error: GraphQLError) => {
        const coded = new GraphQLError(error.message.replace(/^Syntax Error: /, ''), { extensions: { code, http: { status: 400 } } });
        if (context) context.reportError(coded);
        else throw coded;
      },
    ],
  };
}

/** Refuses a document over the size limit before it is parsed. */
function maxDocumentBytes(maxBytes: number): Plugin {
  return {
    onParams({ params }) {
      if (typeof params.query === 'string' && Buffer.byteLength(params.query) > maxBytes) {
        throw edgeError(EdgeCode.QUERY_TOO_LARGE, `The GraphQL document is larger than ${maxBytes} bytes.`, { status: 413 });
      }
    },
  };
}

const stackExhausted = (error: unknown) => error instanceof RangeError && /call stack/i.test(error.message);
const tooDeeplyNested = () => edgeError(EdgeCode.QUERY_TOO_DEEP, 'The GraphQL document is nested too deeply.', { status: 400 });

/**
 * graphql-js parses and validates recursively: a document nested thousands of levels deep (within
 * the token limit) exhausts the stack. That is the client's document, refused like any too deep.
 */
const deepNestingRefused: Plugin = {
  onParse() {
    return ({ result, replaceParseResult }) => {
      if (stackExhausted(result)) replaceParseResult(tooDeeplyNested());
    };
  },
  onValidate({ validateFn, setValidationFn }) {
    setValidationFn((...args) => {
      try {
        return validateFn(...args);
      } catch (error) {
        if (stackExhausted(error)) return [tooDeeplyNested()];
        throw error;
      }
    });
  },
};

/** Size, token, depth, alias, directive and cost limits: each refused with its code before anything runs. */
export function graphQLLimits(limits: GraphQLLimits): Plugin[] {
  return [
    maxDocumentBytes(limits.GRAPHQL_MAX_DOCUMENT_BYTES),
    maxTokensPlugin({ n: limits.GRAPHQL_MAX_TOKENS, exposeLimits: true, ...refusal(EdgeCode.QUERY_TOO_MANY_TOKENS) }) as Plugin,
    maxDepthPlugin({ n: limits.GRAPHQL_MAX_DEPTH, exposeLimits: true, ignoreIntrospection: true, flattenFragments: true, ...refusal(EdgeCode.QUERY_TOO_DEEP) }) as Plugin,
    maxAliasesPlugin({ n: limits.GRAPHQL_MAX_ALIASES, allowList: [], exposeLimits: true, ...refusal(EdgeCode.QUERY_TOO_MANY_ALIASES) }) as Plugin,
    maxDirectivesPlugin({ n: limits.GRAPHQL_MAX_DIRECTIVES, exposeLimits: true, ...refusal(EdgeCode.QUERY_TOO_MANY_DIRECTIVES) }) as Plugin,
    costLimitPlugin({ maxCost: limits.GRAPHQL_MAX_COST, exposeLimits: true, ignoreIntrospection: true, flattenFragments: true, ...refusal(EdgeCode.QUERY_TOO_COMPLEX) }) as Plugin,
    deepNestingRefused,
  ];
}
