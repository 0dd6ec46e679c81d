//
//  WeatherCitiesView.swift
//  Skies
//
//  Vertical paging list of cities, each with a snapping hourly forecast strip.
//

import SwiftUI

// MARK: - Models

struct HourlyForecast: Identifiable, Hashable {
    let id: Int
    let date: Date
    let temperature: Double
    let symbol: String
    let precipitationChance: Double
}

struct CityWeather: Identifiable, Hashable {
    let id: String
    let name: String
    let timeZoneID: String
    let temperature: Double
    let feelsLike: Double
    let high: Double
    let low: Double
    let humidity: Double
    let windKph: Double
    let condition: String
    let symbol: String
    let gradient: [Color]
    let hourly: [HourlyForecast]

    var timeZone: TimeZone { TimeZone(identifier: timeZoneID) ?? .current }
}

extension CityWeather {
    static let samples: [CityWeather] = [
        .make(id: "sfo", name: "San Francisco", timeZoneID: "America/Los_Angeles",
              temperature: 16, high: 19, low: 11, humidity: 0.78, windKph: 22,
              condition: "Partly Cloudy", symbol: "cloud.sun.fill",
              gradient: [Color(red: 0.36, green: 0.55, blue: 0.80), Color(red: 0.62, green: 0.74, blue: 0.88)]),
        .make(id: "nyc", name: "New York", timeZoneID: "America/New_York",
              temperature: 24, high: 27, low: 19, humidity: 0.61, windKph: 14,
              condition: "Sunny", symbol: "sun.max.fill",
              gradient: [Color(red: 0.15, green: 0.45, blue: 0.90), Color(red: 0.45, green: 0.75, blue: 0.98)]),
        .make(id: "lon", name: "London", timeZoneID: "Europe/London",
              temperature: 13, high: 15, low: 9, humidity: 0.88, windKph: 27,
              condition: "Light Rain", symbol: "cloud.drizzle.fill",
              gradient: [Color(red: 0.33, green: 0.38, blue: 0.46), Color(red: 0.55, green: 0.60, blue: 0.67)]),
        .make(id: "tyo", name: "Tokyo", timeZoneID: "Asia/Tokyo",
              temperature: 21, high: 23, low: 17, humidity: 0.70, windKph: 9,
              condition: "Clear", symbol: "moon.stars.fill",
              gradient: [Color(red: 0.07, green: 0.09, blue: 0.25), Color(red: 0.22, green: 0.20, blue: 0.45)]),
        .make(id: "syd", name: "Sydney", timeZoneID: "Australia/Sydney",
              temperature: 18, high: 21, low: 12, humidity: 0.55, windKph: 31,
              condition: "Windy", symbol: "wind",
              gradient: [Color(red: 0.10, green: 0.55, blue: 0.60), Color(red: 0.45, green: 0.80, blue: 0.78)]),
    ]

    static func make(
        id: String,
        name: String,
        timeZoneID: String,
        temperature: Double,
        high: Double,
        low: Double,
        humidity: Double,
        windKph: Double,
        condition: String,
        symbol: String,
        gradient: [Color]
    ) -> CityWeather {
        let calendar = Calendar.current
        let hours = (0..<24).map { offset -> HourlyForecast in
            let date = calendar.date(byAdding: .hour, value: offset, to: .now) ?? .now
            let swing = sin(Double(offset) / 24 * .pi * 2) * (high - low) / 2
            let hourOfDay = calendar.component(.hour, from: date)
            let isNight = hourOfDay >= 20 || hourOfDay < 6
            let chance = max(0, sin(Double(offset + name.count) / 3)) * humidity
            return HourlyForecast(
                id: offset,
                date: date,
                temperature: temperature + swing,
                symbol: isNight ? "moon.stars.fill" : (chance > 0.55 ? "cloud.rain.fill" : symbol),
                precipitationChance: chance
            )
        }

        return CityWeather(
            id: id,
            name: name,
            timeZoneID: timeZoneID,
            temperature: temperature,
            feelsLike: temperature - windKph / 12,
            high: high,
            low: low,
            humidity: humidity,
            windKph: windKph,
            condition: condition,
            symbol: symbol,
            gradient: gradient,
            hourly: hours
        )
    }
}

private extension Double {
    var formattedTemperature: String {
        Measurement(value: self, unit: UnitTemperature.celsius)
            .formatted(.measurement(width: .narrow, usage: .weather, numberFormatStyle: .number.precision(.fractionLength(0))))
    }
}

// MARK: - Styling

struct WeatherPanel: ViewModifier {
    let title: LocalizedStringKey
    let systemImage: String

    func body(content: Content) -> some View {
        VStack(alignment: .leading, spacing: 10) {
            Label(title, systemImage: systemImage)
                .font(.caption.weight(.semibold))
                .textCase(.uppercase)
                .foregroundStyle(.white.opacity(0.7))
            Divider()
                .overlay(.white.opacity(0.3))
            content
        }
        .padding(14)
        .background(.ultraThinMaterial, in: .rect(cornerRadius: 18))
        .environment(\.colorScheme, .dark)
    }
}

extension View {
    func weatherPanel(_ title: LocalizedStringKey, systemImage: String) -> some View {
        modifier(WeatherPanel(title: title, systemImage: systemImage))
    }
}

struct GlassCircleButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.title3.weight(.semibold))
            .foregroundStyle(.white)
            .frame(width: 48, height: 48)
            .background(.ultraThinMaterial, in: .circle)
            .environment(\.colorScheme, .dark)
            .scaleEffect(configuration.isPressed ? 0.9 : 1)
            .animation(.snappy(duration: 0.2), value: configuration.isPressed)
    }
}

// MARK: - Cities Pager

struct WeatherCitiesView: View {
    @State private var cities = CityWeather.samples
    @State private var selectedCityID: CityWeather.ID?
    @State private var pageProgress: CGFloat = 0
    @State private var showsManager = false
    @AppStorage("weather.lastViewedCity") private var lastViewedCityID = ""

    var body: some View {
        Group {
            if cities.isEmpty {
                ContentUnavailableView {
                    Label("No Cities", systemImage: "cloud.sun")
                } description: {
                    Text("Add a city to see its forecast.")
                } actions: {
                    Button("Restore Defaults") {
                        cities = CityWeather.samples
                    }
                    .buttonStyle(.borderedProminent)
                }
            } else {
                citiesPager
            }
        }
        .background { backgroundGradient.ignoresSafeArea() }
        .overlay(alignment: .bottomTrailing) {
            Button {
                showsManager = true
            } label: {
                Image(systemName: "list.bullet")
            }
            .buttonStyle(GlassCircleButtonStyle())
            .padding(.trailing, 20)
            .padding(.bottom, 8)
        }
        .sheet(isPresented: $showsManager) {
            CityManagerView(cities: $cities) { id in
                withAnimation(.smooth) { selectedCityID = id }
            }
        }
        .onAppear {
            if cities.contains(where: { $0.id == lastViewedCityID }) {
                selectedCityID = lastViewedCityID
            }
        }
        .onChange(of: selectedCityID) { _, newValue in
            if let newValue { lastViewedCityID = newValue }
        }
        .sensoryFeedback(.selection, trigger: selectedCityID)
    }

    private var citiesPager: some View {
        ScrollView(.vertical) {
            LazyVStack(spacing: 0) {
                ForEach(cities) { city in
                    CityPage(city: city)
                        .containerRelativeFrame([.horizontal, .vertical])
                }
            }
            .scrollTargetLayout()
        }
        .scrollTargetBehavior(.paging)
        .scrollPosition(id: $selectedCityID)
        .scrollIndicators(.hidden)
        .onScrollGeometryChange(for: CGFloat.self) { geometry in
            let pageHeight = geometry.containerSize.height
            guard pageHeight > 0 else { return 0 }
            return (geometry.contentOffset.y + geometry.contentInsets.top) / pageHeight
        } action: { _, newValue in
            pageProgress = newValue
        }
        .overlay(alignment: .trailing) { pageIndicator }
    }

    private var pageIndicator: some View {
        VStack(spacing: 6) {
            ForEach(Array(cities.enumerated()), id: \.element.id) { index, _ in
                let distance = abs(CGFloat(index) - pageProgress)
                Capsule()
                    .fill(.white.opacity(distance < 0.5 ? 1 : 0.4))
                    .frame(width: 6, height: distance < 0.5 ? 18 : 6)
            }
        }
        .animation(.snappy, value: Int(pageProgress.rounded()))
        .padding(.trailing, 10)
    }

    /// Blends between the current and next city's colours as you scroll.
    private var backgroundGradient: LinearGradient {
        guard !cities.isEmpty else {
            return LinearGradient(colors: [.blue, .indigo], startPoint: .top, endPoint: .bottom)
        }
        let lastIndex = cities.count - 1
        let index = min(max(Int(pageProgress.rounded(.down)), 0), lastIndex)
        let nextIndex = min(index + 1, lastIndex)
        let fraction = Double(min(max(pageProgress - CGFloat(index), 0), 1))

        let colors = zip(cities[index].gradient, cities[nextIndex].gradient).map { pair in
            pair.0.mix(with: pair.1, by: fraction)
        }
        return LinearGradient(colors: colors, startPoint: .top, endPoint: .bottom)
    }
}

// MARK: - City Page

struct CityPage: View {
    let city: CityWeather

    var body: some View {
        VStack(spacing: 18) {
            VStack(spacing: 2) {
                Text(city.name)
                    .font(.system(.largeTitle, design: .rounded, weight: .semibold))
                Text(Date.now, format: Date.FormatStyle(date: .omitted, time: .shortened, timeZone: city.timeZone))
                    .font(.subheadline.weight(.medium))
                    .foregroundStyle(.white.opacity(0.75))
                Text(city.temperature.formattedTemperature)
                    .font(.system(size: 96, weight: .thin, design: .rounded))
                Label(city.condition, systemImage: city.symbol)
                    .symbolRenderingMode(.multicolor)
                    .font(.title3.weight(.medium))
                Text("H:\(city.high.formattedTemperature)  L:\(city.low.formattedTemperature)")
                    .font(.headline)
            }
            .foregroundStyle(.white)
            .shadow(color: .black.opacity(0.15), radius: 6, y: 2)
            .padding(.top, 32)

            HourlyForecastStrip(hours: city.hourly, timeZone: city.timeZone)
                .weatherPanel("Hourly Forecast", systemImage: "clock")

            HStack(spacing: 12) {
                DetailTile(title: "Feels Like", systemImage: "thermometer.medium", value: city.feelsLike.formattedTemperature)
                DetailTile(
                    title: "Humidity",
                    systemImage: "humidity.fill",
                    value: city.humidity.formatted(.percent.precision(.fractionLength(0)))
                )
                DetailTile(
                    title: "Wind",
                    systemImage: "wind",
                    value: Measurement(value: city.windKph, unit: UnitSpeed.kilometersPerHour)
                        .formatted(.measurement(width: .abbreviated, usage: .wind, numberFormatStyle: .number.precision(.fractionLength(0))))
                )
            }

            Spacer(minLength: 0)
        }
        .padding(.horizontal, 20)
        .padding(.trailing, 8)
    }
}

struct DetailTile: View {
    let title: LocalizedStringKey
    let systemImage: String
    let value: String

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Label(title, systemImage: systemImage)
                .font(.caption2.weight(.semibold))
                .textCase(.uppercase)
                .foregroundStyle(.white.opacity(0.7))
                .lineLimit(1)
            Text(value)
                .font(.system(.title2, design: .rounded, weight: .medium))
                .foregroundStyle(.white)
                .minimumScaleFactor(0.7)
                .lineLimit(1)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding(12)
        .background(.ultraThinMaterial, in: .rect(cornerRadius: 16))
        .environment(\.colorScheme, .dark)
    }
}

// MARK: - Hourly Strip

struct HourlyForecastStrip: View {
    let hours: [HourlyForecast]
    var timeZone: TimeZone = .current

    var body: some View {
        ScrollView(.horizontal) {
            LazyHStack(spacing: 0) {
                ForEach(hours) { hour in
                    VStack(spacing: 10) {
                        Group {
                            if hour.id == 0 {
                                Text("Now").fontWeight(.bold)
                            } else {
                                Text(hour.date, format: Date.FormatStyle(timeZone: timeZone).hour())
                            }
                        }
                        .font(.subheadline)

                        Image(systemName: hour.symbol)
                            .symbolRenderingMode(.multicolor)
                            .font(.title3)
                            .frame(height: 26)

                        Text(hour.precipitationChance, format: .percent.precision(.fractionLength(0)))
                            .font(.caption2.weight(.bold))
                            .foregroundStyle(.cyan)
                            .opacity(hour.precipitationChance >= 0.3 ? 1 : 0)

                        Text(hour.temperature.formattedTemperature)
                            .font(.headline)
                    }
                    .foregroundStyle(.white)
                    .containerRelativeFrame(.horizontal, count: 6, spacing: 0)
                }
            }
            .scrollTargetLayout()
        }
        .scrollTargetBehavior(.viewAligned)
        .scrollIndicators(.hidden)
    }
}

// MARK: - City Manager

struct CityManagerView: View {
    @Binding var cities: [CityWeather]
    var onSelect: (CityWeather.ID) -> Void

    @Environment(\.dismiss) private var dismiss
    @State private var query = ""
    @State private var lastUpdated = Date.now

    private var filteredCities: [CityWeather] {
        guard !query.isEmpty else { return cities }
        return cities.filter { $0.name.localizedCaseInsensitiveContains(query) }
    }

    var body: some View {
        NavigationStack {
            List {
                Section {
                    ForEach(filteredCities) { city in
                        Button {
                            onSelect(city.id)
                            dismiss()
                        } label: {
                            CityRow(city: city)
                        }
                        .listRowBackground(
                            LinearGradient(colors: city.gradient, startPoint: .leading, endPoint: .trailing)
                        )
                        .swipeActions(edge: .trailing) {
                            Button(role: .destructive) {
                                withAnimation { cities.removeAll { $0.id == city.id } }
                            } label: {
                                Label("Delete", systemImage: "trash")
                            }
                        }
                    }
                } footer: {
                    Text("Updated \(Text(lastUpdated, style: .relative)) ago")
                }
            }
            .listRowSpacing(8)
            .overlay {
                if filteredCities.isEmpty {
                    if query.isEmpty {
                        ContentUnavailableView("No Cities", systemImage: "cloud.sun")
                    } else {
                        ContentUnavailableView.search(text: query)
                    }
                }
            }
            .searchable(text: $query, prompt: "Search your cities")
            .refreshable {
                try? await Task.sleep(for: .seconds(1))
                lastUpdated = .now
            }
            .navigationTitle("Weather")
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button("Done") { dismiss() }
                }
            }
        }
    }
}

struct CityRow: View {
    let city: CityWeather

    var body: some View {
        HStack {
            VStack(alignment: .leading, spacing: 4) {
                Text(city.name)
                    .font(.title3.weight(.bold))
                Text(Date.now, format: Date.FormatStyle(date: .omitted, time: .shortened, timeZone: city.timeZone))
                    .font(.caption.weight(.medium))
                Spacer(minLength: 6)
                Text(city.condition)
                    .font(.caption)
            }
            Spacer()
            VStack(alignment: .trailing) {
                Text(city.temperature.formattedTemperature)
                    .font(.system(size: 44, weight: .light, design: .rounded))
                Text("H:\(city.high.formattedTemperature) L:\(city.low.formattedTemperature)")
                    .font(.caption.weight(.medium))
            }
        }
        .foregroundStyle(.white)
        .padding(.vertical, 6)
    }
}

// MARK: - Previews

#Preview {
    WeatherCitiesView()
}

#Preview("Hourly strip", traits: .sizeThatFitsLayout) {
    HourlyForecastStrip(hours: CityWeather.samples[1].hourly)
        .weatherPanel("Hourly Forecast", systemImage: "clock")
        .padding()
        .background(.blue.gradient)
}

#Preview("Manage cities") {
    @Previewable @State var cities = CityWeather.samples
    CityManagerView(cities: $cities) { _ in }
}
