export * from './nda-pdf';
