import { z } from 'zod/mini';
import { opt } from '@/lib/schemas';

/** The part of a Custom Elements Manifest (custom-elements.json, schema 2.1.0) the builder reads. */
const AttributeSchema = z.looseObject({
  name: z.string(),
  fieldName: opt(z.string()),
  type: opt(z.looseObject({ text: z.string() })),
  description: opt(z.string()),
});
const DeclarationSchema = z.looseObject({
  tagName: opt(z.string()),
  customElement: opt(z.boolean()),
  description: opt(z.string()),
  attributes: z._default(z.array(AttributeSchema), []),
  cssProperties: z._default(z.array(z.looseObject({ name: z.string(), default: opt(z.string()) })), []),
});
export const ManifestSchema = z.looseObject({
  modules: z.array(z.looseObject({ declarations: z._default(z.array(DeclarationSchema), []) })),
});
export type Manifest = z.infer<typeof ManifestSchema>;

/** One row of a picker list: GET api/v1/chapter, api/v1/group, api/v1/user/{id}/challenge, api/v1/mobile_event. */
const NamedSchema = z.looseObject({ id: z.number(), name: opt(z.string()), title: opt(z.string()), start: opt(z.string()) });
export type Named = z.infer<typeof NamedSchema>;
export const NamedListSchema = z.looseObject({ data: z.array(NamedSchema) });
export const ChallengeListsSchema = z.looseObject({
  data: z.looseObject({ joined: z._default(z.array(NamedSchema), []), unjoined: z._default(z.array(NamedSchema), []) }),
});
