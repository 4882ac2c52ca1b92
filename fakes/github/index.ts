export {
  startGitHubFake,
  type GitHubFake,
  type GitHubFakeOptions,
  type GitHubFakeUser,
  type RecordedRequest,
} from './server';
