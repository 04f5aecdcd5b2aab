// The shared search: the driver (driver.h), the node search any game can use (alpha_beta.h) and the
// driver on several threads (lazy_smp.h).
#pragma once

#include "alpha_beta.h"
#include "driver.h"
#include "lazy_smp.h"
