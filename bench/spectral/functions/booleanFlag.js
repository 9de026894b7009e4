// Boolean inputs named as a dry-run switch, or as the model's own approval.
const { words } = require('./words');

const NAMES = {
  'dry-run': /^(is |do |run |use )?(dry run|dryrun|preview|simulate|simulation|what if|whatif|validate only|noop|no op|test mode|plan only)( mode| only)?$/,
  'self-confirmation': /^(user |is |skip |bypass |auto )?(confirm|confirmed|confirmation|approve|approved|approval|force|yes|override checks|bypass policy|ignore warnings)$/,
};

module.exports = (properties, options, context) => {
  if (!properties || typeof properties !== 'object') return [];
  const pattern = NAMES[options.kind];
  const results = [];
  for (const [name, schema] of Object.entries(properties)) {
    if (!schema || schema.type !== 'boolean' || !pattern.test(words(name).join(' '))) continue;
    results.push({ message: `"${name}" is a ${options.kind} flag.`, path: [...context.path, name] });
  }
  return results;
};
