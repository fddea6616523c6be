// Objective-C left over from the pod's first version; `exclude_files` keeps it out of the pod.
#import <Foundation/Foundation.h>
