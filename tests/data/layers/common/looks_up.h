#pragma once
// A core source that looks up a layer: ctest core_layers_bite runs check_layers.py core here.
#include "plan/plan.h"
