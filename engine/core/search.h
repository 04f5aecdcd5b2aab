// The shared search: the driver (driver.h) and the node search any game can use (alpha_beta.h).
#pragma once

#include "alpha_beta.h"
#include "driver.h"
