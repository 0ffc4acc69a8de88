/** Path pieces shared by the `/api` routers (each router names its full path below `/api`). */

/** A numeric path parameter (`:id${ID}`); `idParam` then maps values beyond int4 to 404. */
export const ID = '{[0-9]+}';
/** `/v1/user/{id}`: the member the URL names. */
export const USER = `/v1/user/:id${ID}`;
/** 403 text when `{id}` is not the caller on the profile extras. */
export const OWNER_ONLY = 'You can only see or change this for your own account.';
