import { GraphQLError, GraphQLScalarType } from 'graphql';

/** Whether a value is an uploaded file (the server's own File class, which need not be Node's global one). */
export function isUpload(value: unknown): value is File {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as File).arrayBuffer === 'function' &&
    typeof (value as File).name === 'string' &&
    typeof (value as File).size === 'number'
  );
}

/** A file sent with the GraphQL multipart request; the server hands resolvers a web `File`. */
export const UploadScalar = new GraphQLScalarType<File, never>({
  name: 'Upload',
  description: 'A file sent as part of a multipart request.',
  parseValue(value) {
    if (isUpload(value)) return value;
    throw new GraphQLError('Upload value invalid.', { extensions: { code: 'INVALID_INPUT' } });
  },
  parseLiteral() {
    throw new GraphQLError('Upload literal unsupported.', { extensions: { code: 'INVALID_INPUT' } });
  },
  serialize() {
    throw new GraphQLError('Upload serialization unsupported.');
  },
});
