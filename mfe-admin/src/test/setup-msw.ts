import { listenForApiCalls } from '@sentiscope/shared/testing';

listenForApiCalls();
