/** The app's version, set by the build from the root package.json. */
declare const __APP_VERSION__: string;
