#ifndef SEGUEGEN_CYAML_SHIM_H
#define SEGUEGEN_CYAML_SHIM_H

#include <yaml.h>

#endif
