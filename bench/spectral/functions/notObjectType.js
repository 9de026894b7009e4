// An output schema whose type is not object (a bare array or scalar).
module.exports = (schema, _options, context) => {
  if (!schema || typeof schema !== 'object' || schema.type === undefined) return [];
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  return types.includes('object') ? [] : [{ message: `The output is a bare ${types.join(' or ')}.`, path: [...context.path, 'type'] }];
};
