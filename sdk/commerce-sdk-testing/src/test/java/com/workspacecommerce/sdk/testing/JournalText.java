package com.workspacecommerce.sdk.testing;

/** The journal's JSON of one exchange as compact text, for {@link SandboxExactBodiesTest}. */
final class JournalText {

  private JournalText() {}

  static String of(RecordedRequest recorded, boolean request) {
    JsonValue json = request ? recorded.bodyJson() : recorded.responseJson();
    return json.isMissing() ? "(none)" : json.toString();
  }
}
