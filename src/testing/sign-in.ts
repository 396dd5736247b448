// Signs the tests' app in to a service that exists only in the test's stubbed fetch.
import { useSettingsStore } from '@/lib/storage/connection-settings';

const TEST_SERVICE = 'http://service.test';

export function signInForTest(apiKey = 'aws_test', baseUrl = TEST_SERVICE) {
  useSettingsStore.getState().actions.save({ baseUrl, apiKey, remember: false });
}
