# requires: torchvision
# raises: ModuleNotFoundError
import torchvision.transforms as transforms      # the package is "transforms", plural
print("torchvision.transforms imported:", transforms.__name__)
import torchvision.transform                      # the singular spelling found in some notes
