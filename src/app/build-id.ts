/** The build this page runs (scripts/build.ts sets it: the commit, or BUILD_ID); `dev` in the dev server and tests. */
export const BUILD_ID: string = (import.meta.env.VITE_BUILD_ID as string | undefined) || 'dev';
