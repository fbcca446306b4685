from torch import nn

for nl in ["linear", "sigmoid", "tanh", "relu", "selu"]:
    print(f"{nl:>8}: {nn.init.calculate_gain(nl):.4f}")
print("leaky_relu(0.2):", round(nn.init.calculate_gain("leaky_relu", 0.2), 4))
