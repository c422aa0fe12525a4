import { renderStandalone } from '@sentiscope/shared/standalone';
import { PAGES } from './app/pages';

void renderStandalone('SentiScope admin', PAGES, (page) => import(/* webpackInclude: /-page\.tsx$/ */ `./features/${page}.tsx`));
