/** The optional `asOf` argument of the admin screens' queries. */
export const AS_OF_ARG = {
  type: () => String,
  nullable: true,
  description: 'A past instant (ISO-8601 with its offset): the answer as it was then, from read models built from the log up to it; omit for live',
};
