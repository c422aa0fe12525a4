import { renderStandalone } from '@sentiscope/shared/standalone';
import { STANDALONE_PAGES } from './app/standalone-pages';

void renderStandalone('SentiScope marketing', STANDALONE_PAGES);
