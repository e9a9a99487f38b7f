// Every real course page of ../shared/fixtures/syllabi-web, as Markdown, is read without a fault
// (the sweep and its sampling outside CI: tests/support/web-pages.ts).
import { sweepWebPages } from '../../../support/web-pages.js';

sweepWebPages('markdown');
