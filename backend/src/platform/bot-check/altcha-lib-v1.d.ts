// altcha-lib publishes its v1 API only through the package "exports" map ('altcha-lib/v1'). Node and
// Jest follow that map at run time, but tsc with moduleResolution node10 (backend/tsconfig.json)
// ignores "exports" and cannot find the subpath; a deep import would type-check yet fail at run time
// (ERR_PACKAGE_PATH_NOT_EXPORTED). So the code imports 'altcha-lib/v1' and this tells tsc its types.
declare module 'altcha-lib/v1' {
  export * from 'altcha-lib/dist/esm/v1/index';
}
