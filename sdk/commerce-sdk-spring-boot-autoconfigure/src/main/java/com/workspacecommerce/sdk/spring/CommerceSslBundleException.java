package com.workspacecommerce.sdk.spring;

import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * The SSL bundle a property names cannot secure the client's connections: no bundle of that name
 * exists, or it sets an option the client does not apply. Start-up fails with it, and {@link
 * CommerceFailureAnalyzer} names the property and the bundles that exist.
 */
class CommerceSslBundleException extends CommerceConfigurationException {
  private static final long serialVersionUID = 1L;

  private final String message;
  private final String bundle;
  private final List<String> available;
  private final @Nullable String unsupportedOption;

  /**
   * @param property the property that names the bundle, such as {@code commerce.ssl.bundle}
   * @param bundle the name it gives
   * @param available the names of the bundles that exist
   * @param unsupportedOption the option of the bundle the client cannot apply, or null when the
   *     bundle does not exist
   */
  CommerceSslBundleException(
      String property, String bundle, List<String> available, @Nullable String unsupportedOption) {
    super(property, null);
    this.message =
        unsupportedOption == null
            ? property + " names the SSL bundle '" + bundle + "', which does not exist"
            : property
                + " names the SSL bundle '"
                + bundle
                + "', whose "
                + unsupportedOption
                + " the Commerce client does not apply";
    this.bundle = bundle;
    this.available = List.copyOf(available);
    this.unsupportedOption = unsupportedOption;
  }

  @Override
  public String getMessage() {
    return message;
  }

  String bundle() {
    return bundle;
  }

  List<String> available() {
    return available;
  }

  @Nullable String unsupportedOption() {
    return unsupportedOption;
  }
}
