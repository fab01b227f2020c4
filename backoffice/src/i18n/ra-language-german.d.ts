// ra-language-german (3.x) ships plain CommonJS without types.
declare module 'ra-language-german' {
  const messages: import('ra-core').TranslationMessages;
  export default messages;
}
