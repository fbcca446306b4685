# raises: ValueError
from torch.nn import init

try:
    init.calculate_gain("leaky_relu", True)
except ValueError as e:
    print("ValueError:", e)
init.calculate_gain("gelu")
