// Every real course page of ../shared/fixtures/syllabi-web, as the plain text a student would paste
// from the rendered page, is read without a fault (the sweep and its sampling: tests/support/web-pages.ts).
import { sweepWebPages } from '../../../support/web-pages.js';

sweepWebPages('plain');
