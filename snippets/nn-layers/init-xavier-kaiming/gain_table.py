import math
from torch.nn import init

for name in ["linear", "conv2d", "conv_transpose2d", "sigmoid", "tanh", "relu", "selu"]:
    print(f"{name:16} {init.calculate_gain(name):.6f}")
print("leaky_relu (param=None -> slope 0.01):", init.calculate_gain("leaky_relu"))
print("leaky_relu, 0.2:", init.calculate_gain("leaky_relu", 0.2),
      "by hand:", math.sqrt(2 / (1 + 0.2 ** 2)))
print("leaky_relu, 0 :", init.calculate_gain("leaky_relu", 0), "sqrt(2):", math.sqrt(2))
