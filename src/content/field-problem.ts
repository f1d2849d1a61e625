/** A problem a collection's own check finds: the field (dotted, "sections[0].heading") and the rest of the sentence. */
export type FieldProblem = [field: string, message: string]
