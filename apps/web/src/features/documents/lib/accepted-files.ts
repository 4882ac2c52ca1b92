/** The formats the server reads (the file picker's filter); anything else is refused there with the reason. */
export const ACCEPTED_FILES = '.pdf,.docx,.xlsx,.csv,.tsv,.txt,.md,.markdown';
