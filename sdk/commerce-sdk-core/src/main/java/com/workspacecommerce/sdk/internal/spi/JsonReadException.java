package com.workspacecommerce.sdk.internal.spi;

/**
 * A body that a codec could not read, whatever the JSON library: the one failure type the codecs
 * throw, so that {@code ResponseDecoder} builds the same {@code CommerceDecodingException} message
 * on every codec. Its message is the problem as the decoder quotes it (such as {@code Order is
 * missing required field 'id' (at items[0])}); its cause is the library's own exception. Internal:
 * not part of the public API.
 */
public final class JsonReadException extends Exception {
  private static final long serialVersionUID = 1L;

  /**
   * Creates the failure.
   *
   * @param problem what is wrong, as the decoding message quotes it
   * @param cause the library's exception
   */
  public JsonReadException(String problem, Throwable cause) {
    // No stack trace of its own: the decoder passes on the cause, which has the one that matters.
    super(problem, cause, false, false);
  }

  /**
   * The problem of a binding failure: a required field's message when a model's constructor found
   * one missing, else the library's own message, followed by where in the body it is.
   *
   * @param e the library's exception
   * @param original the library's message without its location
   * @param path where in the body, such as {@code items[2].quantity}, or empty
   * @return the problem
   */
  public static String bindingProblem(Throwable e, String original, String path) {
    MissingFieldException missing = null;
    for (Throwable t = e; t != null; t = t.getCause()) {
      if (t instanceof MissingFieldException) {
        missing = (MissingFieldException) t;
        break;
      }
    }
    String problem = missing != null ? String.valueOf(missing.getMessage()) : original;
    return problem + (path.isEmpty() ? "" : " (at " + path + ")");
  }

  /**
   * Appends one step of a path: a property name, or an index when the name is null.
   *
   * @param out the path so far
   * @param name the property name, or null
   * @param index the array index, or negative
   */
  public static void appendStep(
      StringBuilder out, @org.jspecify.annotations.Nullable String name, int index) {
    if (name != null) {
      out.append(out.length() == 0 ? "" : ".").append(name);
    } else if (index >= 0) {
      out.append('[').append(index).append(']');
    }
  }
}
