package com.workspacecommerce.sdk.internal.spi;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * A method's null contract, in JetBrains' notation ({@code "null, _ -> fail"}: the method throws
 * when its first argument is null), for NullAway, which the build points at this type
 * (CustomContractAnnotations): after {@code Checks.notNull(x, "x")} it knows {@code x} is not null.
 * Ours rather than JetBrains' so that the SDK gains no dependency; read at compile time only.
 */
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.METHOD)
public @interface Contract {
  /**
   * The clauses, separated by {@code ;}.
   *
   * @return the contract
   */
  String value();
}
