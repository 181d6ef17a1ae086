package com.workspacecommerce.sdk.spring;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.springframework.boot.SpringBootVersion;

/**
 * Runs first (see the surefire configuration's class order): the suite is on the Spring Boot
 * version its module says, so a change in dependency management cannot quietly turn one line's run
 * into a copy of the other's.
 */
@Order(1)
class SpringBootLineTest {
  @Test
  void runsOnTheSpringBootVersionItsModuleNames() {
    String expected = System.getProperty("starter.expectedSpringBoot");
    assertThat(expected).as("the module sets starter.expectedSpringBoot").isNotBlank();
    assertThat(SpringBootVersion.getVersion()).isEqualTo(expected);
    assertThat(BootLine.BOOT_4).isEqualTo(expected.startsWith("4."));
  }

  @Test
  void theHealthTypesOfTheOtherLineAreAbsent() {
    String other =
        BootLine.BOOT_4
            ? "org.springframework.boot.actuate.health.HealthIndicator"
            : "org.springframework.boot.health.contributor.HealthIndicator";
    assertThat(isPresent(other)).as(other).isFalse();
    assertThat(BootLine.healthIndicatorType()).isNotNull();
  }

  private static boolean isPresent(String name) {
    try {
      Class.forName(name, false, SpringBootLineTest.class.getClassLoader());
      return true;
    } catch (ClassNotFoundException e) {
      return false;
    }
  }
}
